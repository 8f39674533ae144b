/**
 * The packages the shell's frame runs, handed to the remotes from one module: one chunk group for
 * all of them (the app's chunks hold them already), instead of one group per package, each of
 * which cut the app's modules into more and smaller chunks (sharedModules.ts).
 */
import * as router from '@exchange/shared-ui/router';
import * as emotionReact from '@emotion/react';
import * as reduxToolkit from '@reduxjs/toolkit';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as reactRedux from 'react-redux';
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as sonner from 'sonner';

export {
  emotionReact,
  react,
  reactDom,
  reactDomClient,
  reactJsxDevRuntime,
  reactJsxRuntime,
  reactRedux,
  reduxToolkit,
  router,
  sonner,
};
