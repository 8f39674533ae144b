export declare const COMPILE_HINT: '//# allFunctionsCalledOnLoad';
