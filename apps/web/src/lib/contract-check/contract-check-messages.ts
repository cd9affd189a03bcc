/** The page asks: does `payload` match the contract's schema named `schema`? */
export interface ContractCheck {
  id: number;
  schema: string;
  payload: unknown;
}

/** The worker answers with whether it matched, or that no schema has that name. */
export type ContractCheckResult = { id: number; match: boolean } | { id: number; unknownSchema: string };
