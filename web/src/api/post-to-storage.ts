/** The form the server signs for one file, which the browser posts straight to the shop's storage. */
export interface StorageForm {
  url: string;
  fields: Record<string, string>;
}

/** Posts the file after the signed fields (S3 reads them first); `what` names it if the storage refuses. */
export async function postToStorage(form: StorageForm, file: Blob, what: string): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append("file", file);
  const response = await fetch(form.url, { method: "POST", body });
  if (!response.ok) throw new Error(`${what} could not be sent (the storage answered ${response.status}). Try again.`);
}
