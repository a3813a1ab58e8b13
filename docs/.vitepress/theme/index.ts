// The default theme, with the site's layout adjustments (custom.css).
import DefaultTheme from "vitepress/theme";
import "./custom.css";

export default DefaultTheme;
