/** What the resilience tests write through the UI, as a person would, and read back from the mock. */
import { expect, type Page } from '@playwright/test';
import { toast } from '../../support/app';

/** Publishes a post from the top bar's "New Post" and waits for the confirmation. */
export async function publishPost(page: Page, content: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByRole('textbox', { name: 'Post content' }).fill(content);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Post published')).toBeVisible();
}

/** Sets the signed-in user's bio from the Edit Profile modal of their profile page. */
export async function saveBio(page: Page, bio: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByRole('textbox', { name: 'Bio' }).fill(bio);
  await dialog.getByRole('button', { name: 'edit', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Profile updated')).toBeVisible();
}

/** Replies to the post whose page is open, and waits for the reply to be listed. */
export async function reply(page: Page, text: string): Promise<void> {
  const comments = page.getByRole('region', { name: /Comments/ }).getByRole('article');
  const before = await comments.count();
  await page.getByRole('textbox', { name: 'Your Reply' }).fill(text);
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(comments).toHaveCount(before + 1);
}

/** The content of the newest post that starts with `prefix`, as the mock API stored it. */
export function storedPostContent(page: Page, prefix: string): Promise<string | undefined> {
  return page.evaluate(async (prefix) => {
    const response = await fetch('/api/posts');
    const { posts } = (await response.json()) as { posts: { content: string }[] };
    return posts.find((post) => post.content.startsWith(prefix))?.content;
  }, prefix);
}
