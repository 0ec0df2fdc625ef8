// Every migration, in order. Each domain adds its own file and one line here.
import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as network from './0002_network';
import * as lines from './0003_lines';
import * as lineProvider from './0004_line_provider';

export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_network': network,
  '0003_lines': lines,
  '0004_line_provider': lineProvider,
};
