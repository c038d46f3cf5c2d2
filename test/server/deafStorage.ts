/**
 * A PostgreSQL storage standing for a process whose notifications never come
 * (on a busy machine they arrive late): it answers from what it holds, so a
 * test sees what the database itself checks. Shared by the PostgreSQL tests.
 */
import { PostgresStorage, type PostgresStorageOptions } from '../../src/server/storage/postgres/postgresStorage';

export async function aDeafStorage(url: string, options: Omit<PostgresStorageOptions, 'connectionString'> = {}): Promise<PostgresStorage> {
  const late = new PostgresStorage({ ...options, connectionString: url });
  late.pubSub.listen = async () => {};
  await late.connect();
  return late;
}
