// Link state that opens a feed's filter sheet on arrival (the front page's "Filter stories"), apart from
// the sheet itself so the front page links to it without loading the sheet (docs/decisions/0046).
export interface OpenFiltersState {
  openFilters: true;
}
export const openFiltersState: OpenFiltersState = { openFilters: true };
