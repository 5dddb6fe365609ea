// placeholder entry, replaced by the runtime
