// The RefractAndroid backend: context builder and rendering (in progress).
