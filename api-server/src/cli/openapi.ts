/** `npm run api:openapi`: rewrite api-server/openapi.json from the route schemas. */
import { writeOpenApi } from '../openapi';

writeOpenApi().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
