// The weekly screens, one lazy chunk: what can I do now (/now) and the weekly review (/review).
import NowPage from './now';
import ReviewPage from './review';

export default function WeeklyPage({ screen }: { screen: 'now' | 'review' }) {
  return screen === 'now' ? <NowPage /> : <ReviewPage />;
}
