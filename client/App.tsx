import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from './routes/landing';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </BrowserRouter>
  );
}
