// Where the tax documents' PDFs are kept in their bucket (functions/documents/pdf-record.ts
// names each object; infra/cloud/documents.ts's lifecycle rule covers the prefix).
export const TAX_DOCUMENTS_PREFIX = "tax-documents/";
