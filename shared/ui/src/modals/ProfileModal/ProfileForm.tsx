import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessage } from '@murmur/core';
import { selectCurrentUser, useEditProfileMutation } from '@murmur/core';
import { useAppDispatch, useAppSelector } from '@murmur/core';
import { profileModalClosed } from '@murmur/core';
import type { ProfileUpdate } from '@murmur/core';
import { LIMITS } from '@murmur/contract';
import { Avatar } from '../../Avatar/Avatar';
import { Button } from '../../Button/Button';
import { ModalFrame } from '../../ModalFrame/ModalFrame';
import { TextField } from '../../TextField/TextField';
import { validateProfileLinks } from './profileLinks';
import type { ProfileLinkErrors } from './profileLinks';
import styles from './ProfileForm.module.scss';

/** The two links: both checked by `validateProfileLinks` before a save, so both drawn alike. */
const LINK_FIELDS = [
  {
    field: 'website',
    label: 'Website',
    maxLength: LIMITS.website,
    placeholder: 'https://example.com',
  },
  {
    field: 'avatarURL',
    label: 'Avatar URL',
    maxLength: LIMITS.avatar,
    placeholder: 'https://example.com/me.png',
  },
] as const;

interface ProfileFormProps {
  initial: ProfileUpdate;
}

export function ProfileForm({ initial }: ProfileFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  // Busy from the save until the modal closes (on success) or the refusal is shown.
  const [editProfile, { isLoading, isSuccess }] = useEditProfileMutation();
  const busy = isLoading || isSuccess;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileLinkErrors>({});
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by a refused save; the invalid field can only take focus once it is rendered as such.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const close = () => dispatch(profileModalClosed());

  const change =
    (field: keyof ProfileUpdate) =>
    ({ target }: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((previous) => ({ ...previous, [field]: target.value }));
      // The message described the old value; judge the new one on the next save.
      setErrors((previous) => ({ ...previous, [field]: undefined }));
    };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateProfileLinks(values);
    setErrors(found);
    if (found.website || found.avatarURL) {
      setRefusals((count) => count + 1);
      return;
    }
    inFlight.current = true;
    try {
      await editProfile({
        bio: values.bio,
        website: values.website.trim(),
        avatarURL: values.avatarURL.trim(),
      }).unwrap();
      toast.success('Profile updated');
      close();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <ModalFrame title="Edit Profile" onClose={close}>
      <form ref={formRef} className={styles.form} onSubmit={save} noValidate>
        {user && (
          <div className={styles.preview}>
            <Avatar user={{ ...user, avatarURL: values.avatarURL }} size="lg" decorative />
            <span className={styles.handle}>@{user.username}</span>
          </div>
        )}
        <TextField
          label="Bio"
          multiline
          value={values.bio}
          onChange={change('bio')}
          maxLength={LIMITS.bio}
          placeholder="A few words about you"
        />
        {LINK_FIELDS.map(({ field, ...shown }) => (
          <TextField
            key={field}
            type="url"
            {...shown}
            value={values[field]}
            onChange={change(field)}
            error={errors[field]}
          />
        ))}
        <div className={styles.footer}>
          <Button type="submit" busy={busy}>
            edit
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
