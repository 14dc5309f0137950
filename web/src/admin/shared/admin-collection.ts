import { api } from "@/api/client.js";

/**
 * The writes of one admin collection (`/products`, `/subcategories`): create at its root, update
 * and delete at `/<root>/<id>`; a write answers with the saved record in `data`.
 */
export function adminCollection<Item, Request>(root: string) {
  const itemPath = (id: string) => `${root}/${encodeURIComponent(id)}`;
  return {
    create: async (request: Request): Promise<Item> => (await api.post<{ data: Item }>(root, request)).data,
    update: async (id: string, request: Request): Promise<Item> => (await api.put<{ data: Item }>(itemPath(id), request)).data,
    remove: async (id: string): Promise<void> => {
      await api.delete(itemPath(id));
    },
  };
}
