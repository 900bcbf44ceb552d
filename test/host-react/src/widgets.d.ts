/// <reference types="@byko/widgets/react" />
