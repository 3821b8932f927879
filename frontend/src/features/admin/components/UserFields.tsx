import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/Form';
import { FormSelect } from '@/components/form/Fields';
import { ROLES } from '../lib/constants';

/** The fields an admin's add-user and edit-user forms share (their values hold these names). */
interface UserFieldValues {
  username: string;
  email: string;
  role: string;
}

/** Username and email of someone else's account (the browser does not fill in the admin's own). */
export function UserNameEmailFields({ screen }: { screen: 'addUser' | 'editUser' }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField<UserFieldValues> name="username" label={t(`admin.${screen}.username`)} required autoComplete="off" />
      <FormTextField<UserFieldValues> name="email" label={t(`admin.${screen}.email`)} type="email" required autoComplete="off" />
    </>
  );
}

/** The role select; `names` is where each role's shown name lives. */
export function RoleSelect({ label, names, required }: { label: string; names: 'admin.roleOptions' | 'common.roles'; required?: boolean }) {
  const { t } = useTranslation();
  return <FormSelect<UserFieldValues> name="role" label={label} required={required} options={ROLES.map((r) => ({ value: r, label: t(`${names}.${r}`) }))} />;
}
