/** Voting on a comment, as a person does on the single post page. */
import { expect, loginAsGuest, test } from '../support/fixtures';
import { openTheosComment, toast } from '../support/app';

// Each call is on its way for a second: long enough that the test sees a vote busy even when a
// busy machine stalls the page for a moment (at 400 ms, one CI run saw the answer before the
// check), and the page's every load is that much slower: the test gets the slow tests' time.
test.use({ mockDelay: 1000 });

test('an upvote, then a change of mind to a downvote, each counted once and kept after a reload', async ({
  page,
}) => {
  test.slow();
  await loginAsGuest(page);
  const { upvote, downvote } = await openTheosComment(page);
  await expect(upvote).toHaveAccessibleName('Upvote comment, 1 upvote');

  // A double click: one vote, shown at once, before the server's answer.
  await upvote.dblclick();
  await expect(upvote).toHaveAccessibleName('Upvote comment, 2 upvotes');
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');
  await expect(upvote).toBeEnabled();

  // By keyboard: the focus stays on the toggle while the vote is on its way, and after.
  await downvote.focus();
  await page.keyboard.press('Enter');
  await expect(downvote).toHaveAttribute('aria-busy', 'true');
  await expect(downvote).toBeFocused();
  await expect(downvote).toHaveAccessibleName('Downvote comment, 1 downvote');
  await expect(upvote).toHaveAccessibleName('Upvote comment, 1 upvote');
  await expect(downvote).toBeEnabled();
  await expect(downvote).toBeFocused();
  await expect(toast(page, /Cannot/)).toHaveCount(0);

  // Pressing it again cannot take the vote back (the contract has no such call): it says so.
  await downvote.click();
  await expect(toast(page, 'A vote can be changed to an upvote, not taken back.')).toBeVisible();
  await expect(downvote).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(downvote).toHaveAttribute('aria-pressed', 'true');
  await expect(downvote).toHaveAccessibleName('Downvote comment, 1 downvote');
  await expect(upvote).toHaveAccessibleName('Upvote comment, 1 upvote');
});
