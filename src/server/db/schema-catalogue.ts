// The tables of migration 0018_catalogue_staging, added to the one Database type by module augmentation
// (as schema-infra.ts does): the load under way and the rows it stages before the swap.
import type { ColumnType } from 'kysely';
import type { CatalogueKind } from './schema';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** The one catalogue load under way (slot 'catalogue'); `touched_at` is renewed by every batch. */
export interface CatalogueLoadTable {
  slot: string;
  load_id: number;
  account_id: number;
  started_at: number;
  touched_at: number;
}

/** The rows of a load before the swap: ids 1..n of the load, references between them by those ids. */
export interface CatalogueStagedCategoriesTable {
  load_id: number;
  id: number;
  kind: CatalogueKind;
  name: string;
  position: number;
}
export interface CatalogueStagedItemsTable {
  load_id: number;
  id: number;
  kind: CatalogueKind;
  category_id: number;
  name: string;
  search_name: string;
  logo: Defaulted<string>;
  epg_id: Defaulted<string>;
  source: Defaulted<string>;
  ext: Defaulted<string>;
  added_at: number;
}
export interface CatalogueStagedEpisodesTable {
  load_id: number;
  id: number;
  series_id: number;
  season: number;
  episode: number;
  title: string;
  source: string;
  ext: Defaulted<string>;
  added_at: number;
}

declare module './schema' {
  interface Database {
    catalogue_load: CatalogueLoadTable;
    catalogue_staged_categories: CatalogueStagedCategoriesTable;
    catalogue_staged_items: CatalogueStagedItemsTable;
    catalogue_staged_episodes: CatalogueStagedEpisodesTable;
  }
}
