import AddBusiness from '@mui/icons-material/AddBusiness';
import Storefront from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { Feature } from '../../app/feature';

const VendorListPage = lazy(() => import('./VendorListPage'));
const VendorSetupPage = lazy(() => import('./VendorSetupPage'));

/** Vendors (specification document 000, section 2): the list and the Vendor Setup form. */
export const vendorsFeature: Feature = {
  routes: [
    { path: 'vendor-management', Component: VendorListPage },
    { path: 'vendor-setup', Component: VendorSetupPage },
    { path: 'vendor-setup/:id', Component: VendorSetupPage },
  ],
  menu: [
    { label: 'Vendors', path: '/app/vendor-management', icon: Storefront, order: 30, visible: (a) => a.can('Vendor_View') },
    { label: 'Add Vendor', path: '/app/vendor-setup', icon: AddBusiness, order: 31, visible: (a) => a.can('Vendor_Create') },
  ],
};
