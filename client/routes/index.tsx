import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useSession } from '../features/auth/session-provider';
import { SignedInOnly, SignedOutOnly } from './guards';
import { LandingPage } from './landing';
import { LoginPage } from './login';

// The landing and login screens ship in the first bundle; every other screen loads on demand.
const RegisterPage = lazy(() => import('./register'));
const HomePage = lazy(() => import('./home'));
const DashboardPage = lazy(() => import('./dashboard'));
const ActionsPage = lazy(() => import('./actions'));
const ProfilePage = lazy(() => import('./profile'));
const SubscriptionPage = lazy(() => import('./subscription'));
const ProjectsPage = lazy(() => import('./projects'));
const ProjectCreatePage = lazy(() => import('./project-create'));
const ProjectGoalsPage = lazy(() => import('./project-goals'));
const AreaProjectsPage = lazy(() => import('./area-projects'));
const AssessmentIntroPage = lazy(() => import('./assessment-intro'));
const AssessmentAreaPage = lazy(() => import('./assessment-area'));
const LegalPage = lazy(() => import('./legal'));
const NotFoundPage = lazy(() => import('./not-found'));

/** The route table of SPEC section 2 with its access rules. */
export function AppRoutes() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/terms" element={<LegalPage type="terms" />} />
        <Route path="/privacy" element={<LegalPage type="privacy" />} />
        <Route element={<SignedOutOnly />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
        </Route>
        <Route element={<SignedInOnly />}>
          <Route path="/home" element={<HomePage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/actions" element={<ActionsPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/subscription" element={<SubscriptionPage />} />
          <Route path="/projects" element={<ProjectsPage />} />
          <Route path="/projects/create" element={<ProjectCreatePage />} />
          <Route path="/projects/:projectId/goals" element={<ProjectGoalsPage />} />
          <Route path="/area/:areaId/projects" element={<AreaProjectsPage />} />
          <Route path="/area/:areaId/projects/create" element={<ProjectCreatePage />} />
          <Route path="/assessment/intro" element={<AssessmentIntroPage />} />
          <Route path="/assessment/area/:areaId" element={<AssessmentAreaPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
