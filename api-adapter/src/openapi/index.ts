export { buildOpenApiDocument } from './openapi-document.js';
