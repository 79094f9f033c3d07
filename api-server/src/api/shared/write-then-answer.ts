/**
 * A write route's handler, written once for both APIs: the write, then the answer, read after
 * the write has committed so that it shows what the write did, with the status the API gives
 * the write (the spec's API 201 for most of its writes; v2 201 for what a write creates, 200 for
 * the rest).
 */

/** What the handler needs of Fastify's reply: its status. */
interface Reply {
  code(status: number): unknown;
}

export function writeThenAnswer<Request, Written, Answer>(
  write: (request: Request) => Promise<Written>,
  answer: (request: NoInfer<Request>, written: Written) => Promise<Answer>,
  status = 200,
) {
  return async (request: Request, reply: Reply): Promise<Answer> => {
    const written = await write(request);
    reply.code(status);
    return answer(request, written);
  };
}
