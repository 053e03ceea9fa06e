// Stand-in of androidx.compose.runtime (see README.md).
package androidx.compose.runtime

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/Composable
@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ReadOnlyComposable
@MustBeDocumented
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
annotation class ReadOnlyComposable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/StableMarker
@MustBeDocumented
@Target(AnnotationTarget.ANNOTATION_CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class StableMarker

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/Immutable
@MustBeDocumented
@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
@StableMarker
annotation class Immutable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/Stable
@MustBeDocumented
@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER, AnnotationTarget.PROPERTY)
@Retention(AnnotationRetention.BINARY)
@StableMarker
annotation class Stable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/CompositionLocal
@Stable
sealed class CompositionLocal<T>(internal val defaultFactory: () -> T) {
    val current: T
        @ReadOnlyComposable @Composable get() = Composition.current(this)
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ProvidableCompositionLocal
@Stable
abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) :
    CompositionLocal<T>(defaultFactory) {
    infix fun provides(value: T): ProvidedValue<T> = ProvidedValue(this, value)
}

internal class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) : ProvidableCompositionLocal<T>(defaultFactory)

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ProvidedValue
class ProvidedValue<T> internal constructor(val compositionLocal: CompositionLocal<T>, val value: T)

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#staticCompositionLocalOf(kotlin.Function0)
fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#CompositionLocalProvider(kotlin.Array,kotlin.Function0)
@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable() () -> Unit) {
    Composition.providing(values, content)
}

/** The stand-in's composition: the provided values of the enclosing `CompositionLocalProvider` calls. */
internal object Composition {
    private val scopes = ArrayList<Map<CompositionLocal<*>, Any?>>()

    fun providing(values: Array<out ProvidedValue<*>>, content: () -> Unit) {
        scopes.add(values.associate { it.compositionLocal to it.value })
        try { content() } finally { scopes.removeAt(scopes.size - 1) }
    }

    @Suppress("UNCHECKED_CAST")
    fun <T> current(local: CompositionLocal<T>): T {
        for (scope in scopes.asReversed()) if (scope.containsKey(local)) return scope[local] as T
        return local.defaultFactory()
    }
}
