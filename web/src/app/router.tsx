// The hash router with every route of docs/product-spec.md §2. The public screens (landing and
// sign-in) are in the first bundle, so a visitor's first screen paints without a second round trip for
// its chunk; each signed-in screen is its own chunk (React.lazy), loaded only when visited.
import { lazy, Suspense } from "react";
import { HashRouter, Navigate, Route, Routes } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { AppProviders } from "./providers";
import { ProtectedRoute, PublicOnlyRoute } from "./route-guards";
import { AuthHandlerRoute } from "./routes/auth-handler";
import { loadArticle, loadHome, loadProtectedLayout } from "./screen-code";
import Landing from "./routes/landing";
import AuthPage from "./routes/auth";

const NotFound = lazy(() => import("./routes/not-found"));
const ProtectedLayout = lazy(loadProtectedLayout);
const Home = lazy(loadHome);
const Articles = lazy(() => import("./routes/articles"));
const CreateArticle = lazy(() => import("./routes/create-article"));
const CreateArticleBasic = lazy(() => import("./routes/create-article-basic"));
const ShareTarget = lazy(() => import("./routes/share-target"));
const Article = lazy(loadArticle);
const ArticleCreated = lazy(() => import("./routes/article-created"));
const Notifications = lazy(() => import("./routes/notifications"));
const Friends = lazy(() => import("./routes/friends"));
const GroupChat = lazy(() => import("./routes/group-chat"));
const Settings = lazy(() => import("./routes/settings"));
const Stats = lazy(() => import("./routes/stats"));
const Feedback = lazy(() => import("./routes/feedback"));
const UserProfile = lazy(() => import("./routes/user-profile"));
const ConnectExtension = lazy(() => import("./routes/connect-extension"));

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route
          path={paths.landing.path}
          element={
            <PublicOnlyRoute>
              <Landing />
            </PublicOnlyRoute>
          }
        />
        <Route
          path={paths.auth.path}
          element={
            <PublicOnlyRoute>
              <AuthPage />
            </PublicOnlyRoute>
          }
        />
        <Route path={paths.authHandler.path} element={<AuthHandlerRoute />} />
        <Route path={paths.shareTarget.path} element={<ShareTarget />} />
        <Route
          element={
            <ProtectedRoute>
              <ProtectedLayout />
            </ProtectedRoute>
          }
        >
          <Route path={paths.home.path} element={<Home />} />
          <Route path={paths.articles.path} element={<Articles />} />
          <Route path={paths.myArticles.path} element={<Navigate to={paths.articles.to()} replace />} />
          <Route path={paths.createArticle.path} element={<CreateArticle />} />
          <Route path={paths.create.path} element={<CreateArticle />} />
          <Route path={paths.createArticleBasic.path} element={<CreateArticleBasic />} />
          <Route path={paths.article.path} element={<Article />} />
          <Route path={paths.articleCreated.path} element={<ArticleCreated />} />
          <Route path={paths.notifications.path} element={<Notifications />} />
          <Route path={paths.friends.path} element={<Friends />} />
          <Route path={paths.groupChat.path} element={<GroupChat />} />
          <Route path={paths.settings.path} element={<Settings />} />
          <Route path={paths.stats.path} element={<Stats />} />
          <Route path={paths.feedback.path} element={<Feedback />} />
          <Route path={paths.user.path} element={<UserProfile />} />
          <Route path={paths.connectExtension.path} element={<ConnectExtension />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <HashRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </HashRouter>
  );
}
