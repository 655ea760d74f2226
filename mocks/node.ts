import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** msw in Node (vitest): the fixture API at the local API URL; add handlers per test with server.use(). */
export const server = setupServer(...handlers);
