import { PoListPage } from './PoListPage';

/** The three list routes share one page; each passes its kind. */
export const AdminPoListPage = () => <PoListPage kind="admin" />;
export const UserPoListPage = () => <PoListPage kind="user" />;
export const PendingPoListPage = () => <PoListPage kind="pending" />;
