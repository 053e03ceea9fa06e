package com.example.app;

public class LegacyActivity {
    int gap(android.content.res.Resources r) {
        return r.getDimensionPixelSize(R.dimen.spacing_small);
    }
    int near(android.content.res.Resources r) {
        return r.getColor(R.color.color_primary_variant);
    }
}
