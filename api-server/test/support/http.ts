/** Raw HTTP against a server process, and sign-ups in bulk for the concurrency tests. */
export interface Answer {
  status: number;
  body: { errors?: string[] } & Record<string, unknown>;
}

export async function send(
  origin: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = token;
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

export async function signUp(origin: string, username: string): Promise<string> {
  const answer = await send(origin, 'POST', '/auth/signup', {
    body: { username, password: `pw-${username}`, firstName: 'Load', lastName: username },
  });
  if (answer.status !== 201) throw new Error(`signup ${username}: ${JSON.stringify(answer)}`);
  return answer.body.encodedToken as string;
}

export const GUEST = { username: 'guest', password: 'murmur-guest' };

export async function guestToken(origin: string): Promise<string> {
  return (await send(origin, 'POST', '/auth/login', { body: GUEST })).body.encodedToken as string;
}

export const countBy = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key =
      answer.status < 300 ? String(answer.status) : `${answer.status} ${answer.body.errors?.[0]}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};
