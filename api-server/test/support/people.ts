/** People made for a test through /api/v2 (their ids are in the events), and calls as them. */
import { send, type Answer } from './http';

export interface Person {
  id: string;
  username: string;
  token: string;
}

let made = 0;

/** A new account; `label` keeps usernames apart between tests and databases. */
export async function newPerson(origin: string, label: string): Promise<Person> {
  made += 1;
  const username = `${label}_${process.pid}_${made}`.slice(0, 30);
  const answer = await send(origin, 'POST', '/v2/auth/signup', {
    body: { username, password: `pw-${username}`, firstName: 'Live', lastName: label },
  });
  if (answer.status !== 201) throw new Error(`signup ${username}: ${JSON.stringify(answer)}`);
  const { user, token } = answer.body as { user: { id: string }; token: string };
  return { id: user.id, username, token };
}

/** A call that must succeed; its JSON body. */
export async function as(
  person: Person,
  origin: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer['body']> {
  const answer = await send(origin, method, path, { token: person.token, body });
  if (answer.status >= 300) {
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

export const idOf = (body: Answer['body'], key: 'post' | 'comment') =>
  (body[key] as { id: string }).id;
