import { PasswordForm } from '@/components/account/PasswordForm';
import { PATHS } from '@/config/paths';

export default function UpdatePassword() {
  return <PasswordForm back={PATHS.settings} />;
}
