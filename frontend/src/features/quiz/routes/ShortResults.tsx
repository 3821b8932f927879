import { ResultsView } from '../components/ResultsView';

export default function ShortResults() {
  return <ResultsView short />;
}
