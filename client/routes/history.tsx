import { Route, Routes } from 'react-router';
import HistoryComparePage from './history-compare';
import HistoryListPage from './history-list';
import NotFoundPage from './not-found';

/** /history and /history/compare, one chunk: the first bundle carries one route for both. */
export default function HistoryPages() {
  return (
    <Routes>
      <Route index element={<HistoryListPage />} />
      <Route path="compare" element={<HistoryComparePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
