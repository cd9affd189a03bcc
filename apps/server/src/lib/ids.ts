const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID: anything else in an id position names nothing (404), without asking the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
