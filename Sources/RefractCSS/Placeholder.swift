// The RefractCSS backend: context builder and rendering (in progress).
