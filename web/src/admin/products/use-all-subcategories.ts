import { useQuery } from "@tanstack/react-query";
import { fetchSubcategories } from "@/admin/subcategories/subcategories-api.js";
import { fetchFailureText } from "@/admin/subcategories/subcategory-messages.js";

/** Every subcategory, for the category filter and the product form; shares the subcategories screen's cache. */
export function useAllSubcategories() {
  const query = useQuery({ queryKey: ["subcategories", "all"], queryFn: ({ signal }) => fetchSubcategories({}, signal) });
  return {
    subcategories: query.data ?? [],
    error: query.error ? fetchFailureText(query.error) : null,
    loading: query.isFetching,
    load: () => void query.refetch(),
  };
}
