/** The OpenAPI document, generated from the route schemas (@fastify/swagger), at /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Murmur API',
        version: '1.0.0',
        description:
          'The contract of product spec §7. Errors answer `{ errors: [message] }` with the messages of §8.',
      },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'authorization',
            description: 'The `encodedToken` of login or sign-up; a "Bearer " prefix is accepted.',
          },
          operator: {
            type: 'http',
            scheme: 'bearer',
            description:
              "`METRICS_TOKEN`: the operator's reads (readiness, metrics, the telemetry summary) on the public port; the management port (MANAGEMENT_PORT) answers them without it.",
          },
        },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
  });
});
