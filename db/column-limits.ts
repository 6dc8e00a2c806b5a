/**
 * The largest value an `integer` (int4) column holds: serial ids, prices in minor units and
 * stock never exceed it. No imports, so browser code and the request guard may read it.
 */
export const INT4_MAX = 2_147_483_647;
