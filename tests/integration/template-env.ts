/** Names the migrated template database the integration run clones per test file. */
export const TEMPLATE_ENV = "SHOP_TEST_TEMPLATE_DB";
