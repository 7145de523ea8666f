/**
 * The admin area (docs/product.md §2 and §6): /admin is the login page; the guarded routes under
 * /admin/dashboard need a logged-in admin (else they land on /admin) and share the admin navigation
 * bar. Route parameters: product id, scheme name, preset's schemeId.
 */

import { BusyIndicator } from '@optics-toolbox/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../../auth/require-admin.js';
import { dropExpiredUser } from '../../auth/token-store.js';
import { AdminLayout } from './admin-layout.js';
import { LoginPage } from './login-page.js';
import './admin.css';

const ProductsPage = lazy(() => import('./products/products-page.js'));
const ProductDetailPage = lazy(() => import('./products/product-detail-page.js'));
const ProductRegisterPage = lazy(() => import('./products/product-register-page.js'));
const PresetsPage = lazy(() => import('./presets/presets-page.js'));
const PresetRegisterPage = lazy(() => import('./presets/preset-register-page.js'));
const SchemesPage = lazy(() => import('./schemes-page.js'));
const MaterialsPage = lazy(() => import('./materials/materials-page.js'));
const MaterialEditorPage = lazy(() => import('./materials/material-editor-page.js'));
const FeedbackPage = lazy(() => import('./feedback-page.js'));
const SpecsPage = lazy(() => import('./specs/specs-page.js'));

// At start a stored token whose exp has passed is removed (docs/product.md §4).
dropExpiredUser();

const page = (el: React.ReactNode) => <Suspense fallback={<BusyIndicator label="Loading page…" />}>{el}</Suspense>;

export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<LoginPage />} />
      <Route
        path="dashboard"
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<Navigate to="products" replace />} />
        <Route path="products" element={page(<ProductsPage />)} />
        <Route path="products/register" element={page(<ProductRegisterPage />)} />
        <Route path="products/:id" element={page(<ProductDetailPage />)} />
        <Route path="presets" element={page(<PresetsPage />)} />
        <Route path="presets/register" element={page(<PresetRegisterPage />)} />
        <Route path="presets/:name" element={page(<PresetsPage />)} />
        <Route path="schemes" element={page(<SchemesPage />)} />
        <Route path="schemes/:name" element={page(<SchemesPage />)} />
        <Route path="materials" element={page(<MaterialsPage />)} />
        <Route path="materials/editor" element={page(<MaterialEditorPage />)} />
        <Route path="feedback" element={page(<FeedbackPage />)} />
        <Route path="specs" element={page(<SpecsPage />)} />
        <Route path="*" element={<Navigate to="/admin/dashboard/products" replace />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
