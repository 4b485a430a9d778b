import { configure } from '@testing-library/react';

// The suite shares two cores with the rest of the build: findBy/waitFor get 5 s instead of 1 s.
configure({ asyncUtilTimeout: 5000 });
