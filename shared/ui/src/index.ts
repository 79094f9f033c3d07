/** Murmur's UI kit, bundled by every app at the version it was built with (not shared at run time). */
export { Avatar } from './Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './Avatar/Avatar';
export { Button } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';
export { CharacterCount, NEAR_THE_LIMIT, isOverLimit } from './CharacterCount/CharacterCount';
export type { CharacterCountProps } from './CharacterCount/CharacterCount';
// The bounds the server holds every input to: bundled with the UI that shows them.
export { LIMITS as INPUT_LIMITS } from '@murmur/contract';
export { EmptyState } from './EmptyState/EmptyState';
export { CaughtUp } from './EmptyState/CaughtUp';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorState } from './ErrorState/ErrorState';
export type { ErrorStateProps } from './ErrorState/ErrorState';
export { LoadingState } from './LoadingState/LoadingState';
export type { LoadingStateProps } from './LoadingState/LoadingState';
export { useHydrated } from './hydration/useHydrated';
export { ModalFrame } from './ModalFrame/ModalFrame';
export type { ModalFrameProps } from './ModalFrame/ModalFrame';
export { NotFoundState } from './NotFoundState/NotFoundState';
export type { NotFoundStateProps } from './NotFoundState/NotFoundState';
export { PostCard } from './PostCard/PostCard';
export type { PostCardProps } from './PostCard/PostCard';
export { usePostActions } from './PostCard/usePostActions';
export { PostFeed } from './PostFeed/PostFeed';
export type { PostFeedProps } from './PostFeed/PostFeed';
export { TimelineFeed } from './PostFeed/TimelineFeed';
export type { TimelineFeedProps, TimelineQuery } from './PostFeed/TimelineFeed';
export { RelativeTime } from './RelativeTime/RelativeTime';
export type { RelativeTimeProps } from './RelativeTime/RelativeTime';
export { formatRelativeTime } from './RelativeTime/formatRelativeTime';
export { safeHttpUrl } from './safeHttpUrl/safeHttpUrl';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export {
  AlertIcon,
  BookmarkIcon,
  CloseIcon,
  CommentIcon,
  EditIcon,
  HeartIcon,
  TrashIcon,
} from './icons/icons';
export { AppModals, PostModal, ProfileModal } from './modals';
export { AppToaster, MAX_TOASTS } from './AppToaster/AppToaster';
