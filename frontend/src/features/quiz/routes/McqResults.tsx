import { ResultsView } from '../components/ResultsView';

export default function McqResults() {
  return <ResultsView short={false} />;
}
