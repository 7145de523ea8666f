/** Row types of the tables created by the migrations (db/migrations). Timestamps are Date objects. */
import type { ColumnType, Generated } from 'kysely';

type Json = ColumnType<unknown, string, string>;
type Created = ColumnType<Date, Date | string | undefined, never>;
type Updated = ColumnType<Date, Date | string | undefined, Date | string>;

export interface MaterialsTable {
  key: string;
  type: string;
  name: string;
  value: Json;
  created_at: Created;
  updated_at: Updated;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  category: string;
  /** Every other product field (terminals included), as the API returns it. */
  data: Json;
  version: number;
  created_at: Created;
  updated_at: Updated;
}

export interface ProductSpecsTable {
  id: Generated<number>;
  model: string;
  spec: Json;
  sample: boolean;
}

export interface HarmonicSpecsTable {
  id: Generated<number>;
  product: string;
  spec: Json;
  sample: boolean;
}

export interface SchemesTable {
  id: Generated<number>;
  name: string;
  edit_token_hash: string;
  data: Json;
  created_at: Created;
  updated_at: Updated;
}

export interface PresetsTable {
  id: Generated<number>;
  title: string;
  category: string;
  scheme_id: string;
  created_at: Created;
}

export interface ImagesTable {
  kind: string;
  owner: string;
  content_type: string;
  /** Bytes of rows written before migration 0002 (moved to the blob store at start); else null. */
  data: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  /** SHA-256 hex of the bytes in the blob store (images/blob-store.ts). */
  blob: string | null;
  etag: string;
  size_bytes: number;
  updated_at: Updated;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  /** Bumped on every password change; a token carrying another version is refused. */
  token_version: Generated<number>;
  created_at: Created;
}

export interface FeedbackTable {
  id: Generated<number>;
  message: string;
  email: string | null;
  page: string | null;
  created_at: Created;
}

/** Blob store of PostgreSQL (PGlite keeps blobs as files): content-addressed bytes. */
export interface BlobsTable {
  sha: string;
  data: Uint8Array;
  size_bytes: number;
  created_at: Created;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface Database {
  materials: MaterialsTable;
  products: ProductsTable;
  product_specs: ProductSpecsTable;
  harmonic_specs: HarmonicSpecsTable;
  schemes: SchemesTable;
  presets: PresetsTable;
  images: ImagesTable;
  users: UsersTable;
  feedback: FeedbackTable;
  settings: SettingsTable;
  blobs: BlobsTable;
}
