// The RefractSwift backend: context builder and rendering (in progress).
