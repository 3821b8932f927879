import { PageLoader } from '@/components/Feedback';

export default function Stub() {
  return <PageLoader />;
}
