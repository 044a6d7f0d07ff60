import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { ScreenLoadBoundary } from '../components/screen-load-boundary';
import { ScrollToTop } from '../components/scroll-to-top';
import { textsAdded } from '../i18n';
import { lazyWithRetry } from '../lib/lazy-screen';
import { useSession } from '../features/auth/session-provider';
import { SignedInOnly, SignedOutOnly } from './guards';
import { LandingPage } from './landing';
import { LoginPage } from './login';

/**
 * A screen whose texts load with its code (i18n/features for the signed-in screens, i18n/notifications), shown once both
 * have loaded in the language in use.
 */
function screenWithTexts<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyWithRetry(async () => {
    const screen = await load();
    await textsAdded();
    return screen;
  });
}

// The landing and login screens ship in the first bundle; every other screen loads on demand, and a screen that
// fails to load shows components/screen-load-boundary's message (inside the signed-in frame for those screens).
const RegisterPage = lazyWithRetry(() => import('./register'));
const ForgotPasswordPage = lazyWithRetry(() => import('./forgot-password'));
const ResetPasswordPage = lazyWithRetry(() => import('./reset-password'));
const UnsubscribePage = screenWithTexts(() => import('./unsubscribe'));
const HomePage = screenWithTexts(() => import('./home'));
const DashboardPage = screenWithTexts(() => import('./dashboard'));
const ActionsPage = screenWithTexts(() => import('./actions'));
const WeeklyPage = screenWithTexts(() => import('./weekly'));
const ProfilePage = screenWithTexts(() => import('./profile'));
const SubscriptionPage = screenWithTexts(() => import('./subscription'));
const ProjectsPage = screenWithTexts(() => import('./projects'));
const ProjectCreatePage = screenWithTexts(() => import('./project-create'));
const ProjectGoalsPage = screenWithTexts(() => import('./project-goals'));
const AreaProjectsPage = screenWithTexts(() => import('./area-projects'));
const AssessmentIntroPage = screenWithTexts(() => import('./assessment-intro'));
const AssessmentAreaPage = screenWithTexts(() => import('./assessment-area'));
const HistoryPage = screenWithTexts(() => import('./history'));
const PulsePage = screenWithTexts(() => import('./pulse'));
const AnalyticsPage = screenWithTexts(() => import('./analytics'));
const SupportingAcceptPage = screenWithTexts(() => import('./supporting-accept'));
const SupportingPage = screenWithTexts(() => import('./supporting'));
const SupportedPersonPage = screenWithTexts(() => import('./supported-person'));
const OAuthPage = lazyWithRetry(() => import('./oauth'));
const LegalPage = lazyWithRetry(() => import('./legal'));
const NotFoundPage = lazyWithRetry(() => import('./not-found'));

/** The route table of SPEC section 2 with its access rules. */
export function AppRoutes() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  return (
    <ScreenLoadBoundary>
      <ScrollToTop />
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/terms" element={<LegalPage type="terms" />} />
          <Route path="/privacy" element={<LegalPage type="privacy" />} />
          {/* Open signed in too: the links in the mails must work in whatever browser opens them. */}
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/unsubscribe" element={<UnsubscribePage />} />
          <Route path="/supporting/accept" element={<SupportingAcceptPage />} />
          <Route element={<SignedOutOnly />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/oauth" element={<OAuthPage />} />
          </Route>
          <Route element={<SignedInOnly />}>
            <Route path="/home" element={<HomePage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/actions" element={<ActionsPage />} />
            <Route path="/now" element={<WeeklyPage screen="now" />} />
            <Route path="/review/:weekStart?" element={<WeeklyPage screen="review" />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/subscription" element={<SubscriptionPage />} />
            <Route path="/projects" element={<ProjectsPage />} />
            <Route path="/projects/create" element={<ProjectCreatePage />} />
            <Route path="/projects/:projectId/goals" element={<ProjectGoalsPage />} />
            <Route path="/area/:areaId/projects" element={<AreaProjectsPage />} />
            <Route path="/area/:areaId/projects/create" element={<ProjectCreatePage />} />
            <Route path="/assessment/intro" element={<AssessmentIntroPage />} />
            <Route path="/assessment/area/:areaId" element={<AssessmentAreaPage />} />
            <Route path="/history/*" element={<HistoryPage />} />
            <Route path="/pulse" element={<PulsePage />} />
            <Route path="/analytics" element={<AnalyticsPage />} />
            <Route path="/supporting" element={<SupportingPage />} />
            <Route path="/supporting/:shareId" element={<SupportedPersonPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ScreenLoadBoundary>
  );
}
