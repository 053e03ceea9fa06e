// The RefractJSON backend: context builder and rendering (in progress).
