/** The one world builder lives in src/world/ (the demo ships with it); the API tests reach it from here. */
export * from '../../src/world/world.js';
