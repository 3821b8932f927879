import { PasswordForm } from '@/components/account/PasswordForm';
import { PATHS } from '@/config/paths';
import '../lib/texts';

export default function UpdateAdminPassword() {
  return <PasswordForm back={PATHS.adminSettings} askCurrent={false} />;
}
